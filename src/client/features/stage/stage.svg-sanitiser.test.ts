// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { sanitiseProjectSvgs, sanitiseSvgCostume, withoutOutsideCssReferences } from "./stage.svg-sanitiser";

const svg = (inner: string, rootAttributes = "") =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="100"${rootAttributes}>${inner}</svg>`;

/** The cleaned costume as the engine will read it: parsed as XML, as scratch-svg-renderer does. */
function parsed(text: string): Document {
  const document = new DOMParser().parseFromString(text, "image/svg+xml");
  expect(document.getElementsByTagName("parsererror")).toHaveLength(0);
  return document;
}

describe("sanitiseSvgCostume", () => {
  it("keeps an ordinary Scratch costume's drawing: shapes, gradients by #id, text, data attributes", () => {
    const costume = svg(
      `<defs><linearGradient id="g"><stop offset="0" stop-color="#f0f"/></linearGradient></defs>` +
        `<g data-paper-data="{&quot;isPaintingLayer&quot;:true}"><rect width="50" height="50" fill="url(#g)"/>` +
        `<path d="M0 0L10 10" stroke="#000" style="fill: url(#g); stroke-width: 2"/><text x="5" y="20" font-family="Sans Serif">Hi &amp; bye</text></g>`,
    );
    const document = parsed(sanitiseSvgCostume(costume));
    expect(document.querySelector("rect")?.getAttribute("fill")).toBe("url(#g)");
    expect(document.querySelector("path")?.getAttribute("style")).toContain("url(#g)");
    expect(document.querySelector("linearGradient stop")?.getAttribute("stop-color")).toBe("#f0f");
    expect(document.querySelector("text")?.textContent).toBe("Hi & bye");
    expect(document.querySelector("g")?.getAttribute("data-paper-data")).toContain("isPaintingLayer");
    expect(document.documentElement.getAttribute("width")).toBe("100");
  });

  it("keeps a bitmap embedded as a data: image", () => {
    const dataUrl = "data:image/png;base64,iVBORw0KGgo=";
    const document = parsed(sanitiseSvgCostume(svg(`<image width="10" height="10" xlink:href="${dataUrl}"/><image width="10" height="10" href="${dataUrl}"/>`)));
    const images = [...document.querySelectorAll("image")];
    expect(images).toHaveLength(2);
    expect(images[0]?.getAttributeNS("http://www.w3.org/1999/xlink", "href")).toBe(dataUrl);
    expect(images[1]?.getAttribute("href")).toBe(dataUrl);
  });

  it("removes scripts and every on* handler", () => {
    const hostile = svg(`<script>window.__pwned = 1</script><rect width="10" height="10" onclick="x()" onmouseover="x()"/>`, ` onload="window.__pwned = 2"`);
    const cleaned = sanitiseSvgCostume(hostile);
    expect(cleaned).not.toMatch(/script|onload|onclick|onmouseover|__pwned/i);
    expect(parsed(cleaned).querySelector("rect")).not.toBeNull();
  });

  it("removes foreignObject with the HTML inside it, and use, links and animations that set handlers", () => {
    const hostile = svg(
      `<foreignObject width="100" height="100"><div xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="x()"/><iframe src="https://evil.example/"></iframe></div></foreignObject>` +
        `<use xlink:href="https://evil.example/sprite.svg#a"/><a xlink:href="javascript:x()"><rect width="5" height="5"/></a>` +
        `<set attributeName="onmouseover" to="x()"/><circle r="4"/>`,
    );
    const cleaned = sanitiseSvgCostume(hostile);
    expect(cleaned).not.toMatch(/foreignObject|<div|<img|iframe|<use|javascript:|<set|onerror|evil\.example/i);
    expect(parsed(cleaned).querySelector("circle")).not.toBeNull();
  });

  it("removes references to anything outside the costume: hrefs, CSS url() and @import", () => {
    const hostile = svg(
      `<style>@import url("https://evil.example/a.css"); rect { fill: url(https://evil.example/p.svg#x) } circle { fill: url(#ok) }</style>` +
        `<image width="10" height="10" xlink:href="https://evil.example/track.png"/>` +
        `<rect width="5" height="5" fill="url(https://evil.example/p.svg#x)" style="filter: url('//evil.example/f.svg#f')"/>` +
        `<feImage href="http://evil.example/i.png"/><circle r="3" fill="url(#ok)"/>`,
    );
    const cleaned = sanitiseSvgCostume(hostile);
    expect(cleaned).not.toMatch(/evil\.example|@import/i);
    const document = parsed(cleaned);
    expect(document.querySelector("circle")?.getAttribute("fill")).toBe("url(#ok)");
    expect(document.querySelector("style")?.textContent).toContain("url(#ok)");
  });

  it("cleans markup that is not well-formed XML too, and always writes out well-formed SVG", () => {
    const cleaned = sanitiseSvgCostume(`<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"><script>x()</script><foreignObject><p>hi`);
    expect(cleaned).not.toMatch(/script|foreignObject|<p>/i);
    expect(parsed(cleaned).querySelector("rect")).not.toBeNull();
  });

  it("reads an XML declaration, a doctype and entities as Scratch's files have them", () => {
    const costume = `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">\n${svg(`<text>a &lt; b &#169;</text><rect width="3" height="3"/>`)}`;
    const document = parsed(sanitiseSvgCostume(costume));
    expect(document.documentElement.localName).toBe("svg");
    expect(document.querySelector("text")?.textContent).toBe("a < b ©");
    expect(document.querySelector("rect")).not.toBeNull();
  });

  it("passes nothing on from a file that is not an SVG drawing", () => {
    expect(sanitiseSvgCostume(`<html><body><img src=x onerror="x()"><p>hello</p></body></html>`)).toBe("");
  });
});

describe("withoutOutsideCssReferences", () => {
  it("keeps #id and data:image references and neutralises the rest", () => {
    expect(withoutOutsideCssReferences("a{fill:url(#g)} b{fill:url('data:image/png;base64,AA')} c{fill:url(http://x/y)}")).toBe(
      "a{fill:url(#g)} b{fill:url('data:image/png;base64,AA')} c{fill:none}",
    );
    expect(withoutOutsideCssReferences('@import "x.css"; a{}')).toBe(" a{}");
  });
});

describe("sanitiseProjectSvgs", () => {
  it("sanitises the project's .svg files and leaves every other file byte for byte", () => {
    const encoder = new TextEncoder();
    const json = encoder.encode('{"targets":[]}');
    const png = new Uint8Array([137, 80, 78, 71]);
    const files = sanitiseProjectSvgs({
      "project.json": json,
      "abc.png": png,
      "def.SVG": encoder.encode(svg(`<script>x()</script><rect width="1" height="1"/>`)),
    });
    expect(files["project.json"]).toBe(json);
    expect(files["abc.png"]).toBe(png);
    const costume = new TextDecoder().decode(files["def.SVG"]);
    expect(costume).not.toContain("script");
    expect(costume).toContain("<rect");
  });
});
