/**
 * SPEC 9's colour pass for custom-block pictures. It runs on rendered SVG (100 ms after each
 * render) and touches only pictures that contain the word 'define':
 * - parameter blocks (a reporter or boolean of the variables or custom-argument category whose
 *   own label contains 'param' or 'number', or is one of the single letters a, b, c, n) get
 *   fill #FF6680, stroke #FF3355 and white text, so a parameter used inside a definition looks
 *   like the parameter it is even where scratchblocks took it for an ordinary variable;
 * - variable-setting blocks (`set [v] to ()`, `change [v] by ()`) get fill #FF8C1A, stroke #DB6E00.
 * Colours go in as inline styles: they beat scratchblocks' class rules on screen and travel
 * with the SVG when it is serialised for the PNG download.
 */
export const CUSTOM_COLOURS = {
  parameterFill: "#FF6680",
  parameterStroke: "#FF3355",
  parameterText: "#FFFFFF",
  variableSetFill: "#FF8C1A",
  variableSetStroke: "#DB6E00",
} as const;

const PARAMETER_LETTERS = new Set(["a", "b", "c", "n"]);

function isParameterLabel(label: string): boolean {
  const normalised = label.trim().toLowerCase();
  return normalised.includes("param") || normalised.includes("number") || PARAMETER_LETTERS.has(normalised);
}

/** scratchblocks draws each block as a <g> whose first child is its shape, classed sb3-<category>. */
function blockShape(group: Element): SVGElement | null {
  const shape = group.firstElementChild;
  if (!(shape instanceof SVGElement) || !(shape.tagName === "path" || shape.tagName === "rect")) return null;
  // Inputs (number, text, dropdown slots) share the category class but are not blocks.
  if (shape.classList.contains("sb3-input")) return null;
  return shape;
}

function ownLabels(group: Element): SVGTextElement[] {
  return Array.from(group.children).filter(
    (child): child is SVGTextElement => child instanceof SVGTextElement && child.classList.contains("sb3-label"),
  );
}

function hasVariableDropdownThenValue(group: Element): boolean {
  const children = Array.from(group.children);
  const index = children.findIndex(
    (child) => child.tagName === "g" && child.firstElementChild?.classList.contains("sb3-input-dropdown") === true,
  );
  // `show variable [v]` ends at its dropdown; set/change carry a value after it.
  return index >= 0 && children.slice(index + 1).some((child) => child.tagName === "g");
}

export type TColourPassResult = { parameters: number; variableSetters: number };

export function applyCustomBlockColours(svg: SVGSVGElement): TColourPassResult {
  const result: TColourPassResult = { parameters: 0, variableSetters: 0 };
  if (!(svg.textContent ?? "").includes("define")) return result;

  for (const group of Array.from(svg.querySelectorAll("g"))) {
    const shape = blockShape(group);
    if (!shape) continue;
    const isVariables = shape.classList.contains("sb3-variables");
    const isCustomArg = shape.classList.contains("sb3-custom-arg");
    if (!isVariables && !isCustomArg) continue;

    const labels = ownLabels(group);
    const label = labels.map((text) => text.textContent ?? "").join(" ");
    // Reporters are rounded rects, booleans are paths without a stack notch: tell them from
    // stack blocks by having no dropdown-then-value layout and a parameter-like label.
    if (isVariables && shape.tagName === "path" && hasVariableDropdownThenValue(group)) {
      shape.style.fill = CUSTOM_COLOURS.variableSetFill;
      shape.style.stroke = CUSTOM_COLOURS.variableSetStroke;
      result.variableSetters++;
      continue;
    }
    if (labels.length > 0 && isParameterLabel(label)) {
      shape.style.fill = CUSTOM_COLOURS.parameterFill;
      shape.style.stroke = CUSTOM_COLOURS.parameterStroke;
      for (const text of labels) text.style.fill = CUSTOM_COLOURS.parameterText;
      result.parameters++;
    }
  }
  return result;
}
