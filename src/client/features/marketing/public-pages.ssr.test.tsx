import { QueryClientProvider } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SiteFooter } from "../../components/layout/site-footer";
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
import { readSiteContact } from "./site-contact";

/**
 * The static pages are prerendered with react-dom/server at build time, in Node, where there is
 * no window, document or storage: each must render there, with its real text in the HTML.
 */
function render(Page: ComponentType, path = "/"): string {
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ");

describe("public pages render without a browser", () => {
  it("the privacy policy has its date, nine numbered sections and the cookie section's anchor", () => {
    const html = render(PrivacyPolicyPage, "/privacy-policy");
    expect(PRIVACY_SECTIONS).toHaveLength(9);
    expect(text(html)).toContain("Effective date: May 21, 2025");
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
    ["/doc", DocPage, ["User guide", "How to describe an idea", "How to read the blocks", "Opening the .sb3 project"]],
    ["/about", AboutPage, ["About PromptBlocks", "Our mission", "Who we are", "Why AI, and why this way", "Where we are going"]],
    ["/for-schools", ForSchoolsPage, ["Discounted bulk tokens", "A teacher dashboard", "Professional development", "Testimonials"]],
    ["/for-parents", ForParentsPage, ["Safety and consent", "What it costs", "Testimonials"]],
  ] as const)("%s renders its sections", (path, Page, expected) => {
    const words = text(render(Page, path));
    for (const phrase of expected) expect(words).toContain(phrase);
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
  it("reads the address and only well-formed web profiles", () => {
    const contact = readSiteContact({
      VITE_CONTACT_EMAIL: " hello@school.example ",
      VITE_SOCIAL_YOUTUBE_URL: "https://www.youtube.com/@promptblocks",
      VITE_SOCIAL_X_URL: "javascript:alert(1)",
      VITE_SOCIAL_GITHUB_URL: "not a url",
    });
    expect(contact).toEqual({
      email: "hello@school.example",
      socials: [{ network: "youtube", label: "PromptBlocks on YouTube", href: "https://www.youtube.com/@promptblocks" }],
    });
    expect(readSiteContact({ VITE_CONTACT_EMAIL: "nobody" })).toEqual({ email: undefined, socials: [] });
  });

  it("the footer shows the mailto and social links that are configured, and none that are not", () => {
    const withContact = render(() => (
      <SiteFooter contact={readSiteContact({ VITE_CONTACT_EMAIL: "hello@school.example", VITE_SOCIAL_FACEBOOK_URL: "https://facebook.com/pb" })} />
    ));
    expect(withContact).toContain('href="mailto:hello@school.example"');
    expect(withContact).toContain('href="https://facebook.com/pb"');
    expect(withContact).not.toContain("youtube");
    const without = render(() => <SiteFooter contact={{ email: undefined, socials: [] }} />);
    expect(without).not.toContain("mailto:");
    expect(without).not.toContain("social media");
    for (const link of ["/privacy-policy", "/terms-of-service", "/privacy-policy#cookies"]) expect(without).toContain(`href="${link}"`);
    expect(text(without)).toContain("Cookie Policy");
  });
});
