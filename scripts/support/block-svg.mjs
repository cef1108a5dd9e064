// A block picture drawn in the page, as a standalone SVG file (the hero's picture, the gallery's
// pictures for browsers without JavaScript). scratchblocks colours blocks through class rules in
// the page's stylesheets, which an <img> cannot see, so the rules that match something in the
// picture are copied in (as the PNG export does), and only the icons it uses are kept.

/**
 * `svgSelector` finds the picture. `withoutComments` leaves out the explanation comments and
 * crops the picture to the blocks (the hero shows the request right above them).
 */
export async function standaloneBlockSvg(page, svgSelector, { withoutComments = false } = {}) {
  return page.evaluate(
    ({ selector, dropComments }) => {
      const svg = document.querySelector(selector);
      if (!svg) throw new Error(`no block picture at ${selector}`);
      const holder = document.createElement("div");
      holder.style.cssText = "position:absolute;left:-10000px;top:0";
      const clone = svg.cloneNode(true);
      holder.append(clone);
      document.body.append(holder);
      if (dropComments) {
        for (const line of Array.from(clone.querySelectorAll(".sb3-comment-line"))) line.remove();
        for (const comment of Array.from(clone.querySelectorAll(".sb3-comment"))) comment.parentElement?.remove();
      }
      // scratchblocks puts every icon in <defs>; keep only the ones this picture uses.
      const used = new Set(
        Array.from(clone.querySelectorAll("use")).map((use) => (use.getAttribute("href") ?? use.getAttribute("xlink:href") ?? "").slice(1)),
      );
      for (const def of Array.from(clone.querySelectorAll("defs > [id]"))) if (!used.has(def.id)) def.remove();
      // Whole pixels, for an <img>'s width and height: the viewBox keeps the drawing as it was.
      let width = Math.ceil(Number(clone.getAttribute("width")));
      let height = Math.ceil(Number(clone.getAttribute("height")));
      if (!clone.getAttribute("viewBox")) clone.setAttribute("viewBox", `0 0 ${clone.getAttribute("width")} ${clone.getAttribute("height")}`);
      clone.setAttribute("width", String(width));
      clone.setAttribute("height", String(height));
      if (dropComments) {
        let box = { x: 0, y: 0, width: 0, height: 0 };
        for (const child of Array.from(clone.children)) {
          if (!(child instanceof SVGGraphicsElement) || child.tagName === "defs" || child.tagName === "style") continue;
          const b = child.getBBox();
          if (b.width === 0 && b.height === 0) continue;
          const right = Math.max(box.x + box.width, b.x + b.width);
          const bottom = Math.max(box.y + box.height, b.y + b.height);
          box = { x: Math.min(box.x, b.x), y: Math.min(box.y, b.y), width: 0, height: 0 };
          box.width = right - box.x;
          box.height = bottom - box.y;
        }
        width = Math.ceil(box.width + 2);
        height = Math.ceil(box.height + 2);
        clone.setAttribute("viewBox", `${Math.floor(box.x - 1)} ${Math.floor(box.y - 1)} ${width} ${height}`);
        clone.setAttribute("width", String(width));
        clone.setAttribute("height", String(height));
      }
      const rules = [];
      for (const sheet of Array.from(document.styleSheets)) {
        let cssRules;
        try {
          cssRules = sheet.cssRules;
        } catch {
          continue;
        }
        for (const rule of Array.from(cssRules)) {
          if (!(rule instanceof CSSStyleRule) || !rule.selectorText.includes("sb3-")) continue;
          try {
            if (holder.querySelector(rule.selectorText) !== null) rules.push(rule.cssText);
          } catch {
            // a selector this engine cannot match (e.g. a vendor pseudo-class) styles nothing here
          }
        }
      }
      holder.remove();
      clone.setAttribute("xmlns", "http://www.w3.org/2000/svg");
      const style = document.createElementNS("http://www.w3.org/2000/svg", "style");
      style.textContent = rules.join("\n");
      clone.insertBefore(style, clone.firstChild);
      return { svg: new XMLSerializer().serializeToString(clone), width, height };
    },
    { selector: svgSelector, dropComments: withoutComments },
  );
}
