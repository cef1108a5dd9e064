import { QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { AuthProvider } from "../auth/auth-provider";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "../../components/layout/site-footer";
import { staticNavigation } from "../../lib/light-navigation";
import { NavigationContext } from "../../lib/navigation";
import { createQueryClient } from "../../lib/query-client";
import AboutPage from "../../pages/about-page";
import DocPage from "../../pages/doc-page";
import FeaturesPage from "../../pages/features-page";
import ForParentsPage from "../../pages/for-parents-page";
import ForSchoolsPage from "../../pages/for-schools-page";
import PrivacyPolicyPage, { PRIVACY_SECTIONS } from "../../pages/privacy-policy-page";
import TermsOfServicePage, { TERMS_SECTIONS } from "../../pages/terms-of-service-page";
import { HomeFaq } from "./home-faq";
import { HomeHero } from "./home-hero";
import { EXAMPLE_OPERATOR, readOperator } from "./operator";
import { readSiteContact } from "./site-contact";

/**
 * The static pages are prerendered with react-dom/server at build time, in Node, where there is
 * no window, document or storage: each must render there, with its real text in the HTML.
 */
function render(Page: ComponentType, path = "/"): string {
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <NavigationContext value={staticNavigation(path)}>
        {/* as in the real prerender (app-providers.tsx): a page may ask who is signed in (nobody, then) */}
        <AuthProvider>
          <Page />
        </AuthProvider>
      </NavigationContext>
    </QueryClientProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");

describe("public pages render without a browser", () => {
  it("the privacy policy has its date, nine numbered sections and the cookie section's anchor", () => {
    const html = render(PrivacyPolicyPage, "/privacy-policy");
    expect(PRIVACY_SECTIONS).toHaveLength(9);
    expect(text(html)).toContain("Effective date: May 21, 2025");
    // Issue 31: a privacy notice for children names the operator and how to reach them.
    expect(text(html)).toContain("Example operator (local example: set OPERATOR_NAME)");
    expect(html).toContain('href="mailto:operator@example.com?subject=Privacy%20question"');
    PRIVACY_SECTIONS.forEach((section, index) => expect(text(html)).toContain(`${index + 1}. ${section.title}`));
    expect(html).toContain('id="cookies"');
    for (const fact of ["verifiable parental consent", "hosted database provider", "AI provider", "offline generator", "local storage"]) {
      expect(text(html)).toContain(fact);
    }
  });

  it("the terms have their date, twelve numbered sections, Taiwanese law and the refund rule", () => {
    const words = text(render(TermsOfServicePage, "/terms-of-service"));
    expect(TERMS_SECTIONS).toHaveLength(12);
    expect(words).toContain("Effective date: May 21, 2025");
    TERMS_SECTIONS.forEach((section, index) => expect(words).toContain(`${index + 1}. ${section.title}`));
    expect(words).toContain("governed by the laws of Taiwan");
    expect(words).toContain("Purchases are final and non-refundable, except where the law requires a refund.");
  });

  it.each([
    ["/features", FeaturesPage, ["Features", "How it works, in four steps", "Free and Premium"]],
    // Issue 31: every page that says "write to us" names the operator with e-mail and postal address.
    ["/doc", DocPage, ["User guide", "How to describe an idea", "How to read the blocks", "Opening the .sb3 project", "1 Example Street"]],
    ["/about", AboutPage, ["About PromptBlocks", "Our mission", "Who we are", "Why AI, and why this way", "Where we are going", "1 Example Street"]],
    ["/for-schools", ForSchoolsPage, ["Discounted bulk tokens", "A teacher dashboard", "Professional development", "Get in touch", "1 Example Street"]],
    ["/for-parents", ForParentsPage, ["Safety and consent", "What it costs", "1 Example Street"]],
  ] as const)("%s renders its sections", (path, Page, expected) => {
    const words = text(render(Page, path));
    for (const phrase of expected) expect(words).toContain(phrase);
    expect(words).not.toContain("published by the operator of this site");
    // No testimonials are loaded in a prerender: the section is not there, not an empty box.
    expect(words).not.toContain("No testimonials yet");
    // "for Scratch", never as if we were Scratch.
    expect(words).not.toMatch(/Scratch's own|official Scratch/i);
  });

  it("the home hero and FAQ render: the real block picture, Watch Demo closed, six questions", () => {
    const hero = render(HomeHero);
    expect(hero).toContain('src="/images/hero-blocks.svg"');
    expect(hero).toContain("Watch Demo");
    expect(hero).not.toContain("<video");
    const faq = render(HomeFaq);
    expect(faq.match(/aria-expanded="false"/g)).toHaveLength(6);
  });
});

describe("contact and social links come from build-time configuration", () => {
  it("reads only well-formed web profiles", () => {
    const contact = readSiteContact({
      VITE_SOCIAL_YOUTUBE_URL: "https://www.youtube.com/@promptblocks",
      VITE_SOCIAL_X_URL: "javascript:alert(1)",
      VITE_SOCIAL_GITHUB_URL: "not a url",
    });
    expect(contact).toEqual({ socials: [{ network: "youtube", label: "PromptBlocks on YouTube", href: "https://www.youtube.com/@promptblocks" }] });
  });

  it("reads the operator only when name, e-mail and postal address are all set; otherwise the marked example (issue 31)", () => {
    const env = { OPERATOR_NAME: " Lighthouse Learning Ltd ", OPERATOR_EMAIL: "hello@school.example", OPERATOR_POSTAL_ADDRESS: "2 Quay Road, Harbourtown" };
    expect(readOperator(env)).toEqual({ name: "Lighthouse Learning Ltd", email: "hello@school.example", postalAddress: "2 Quay Road, Harbourtown", isExample: false });
    expect(readOperator({ ...env, OPERATOR_EMAIL: "nobody" })).toBe(EXAMPLE_OPERATOR);
    expect(readOperator({ ...env, OPERATOR_POSTAL_ADDRESS: " " })).toBe(EXAMPLE_OPERATOR);
    expect(readOperator({})).toBe(EXAMPLE_OPERATOR);
  });

  it("the footer names the operator with e-mail and postal address, and the social links that are configured", () => {
    const operator = readOperator({ OPERATOR_NAME: "Lighthouse Learning Ltd", OPERATOR_EMAIL: "hello@school.example", OPERATOR_POSTAL_ADDRESS: "2 Quay Road, Harbourtown" });
    const configured = render(() => <SiteFooter operator={operator} contact={readSiteContact({ VITE_SOCIAL_FACEBOOK_URL: "https://facebook.com/pb" })} />);
    expect(configured).toContain('href="mailto:hello@school.example"');
    expect(text(configured)).toContain("Lighthouse Learning Ltd");
    expect(text(configured)).toContain("2 Quay Road, Harbourtown");
    expect(text(configured)).not.toContain("Local example");
    expect(configured).toContain('href="https://facebook.com/pb"');
    expect(configured).not.toContain("youtube");
    const example = render(() => <SiteFooter operator={EXAMPLE_OPERATOR} contact={{ socials: [] }} />);
    expect(text(example)).toContain("Local example: not a real contact");
    expect(example).not.toContain("social media");
    for (const link of ["/privacy-policy", "/terms-of-service", "/privacy-policy#cookies"]) expect(example).toContain(`href="${link}"`);
    expect(text(example)).toContain("Cookie Policy");
  });
});
