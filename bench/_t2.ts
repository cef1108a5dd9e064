import { validCorpus } from "../src/blocks/corpus/valid-corpus";
const S = /[≥≤≠]|&&|\|\||[<>=!]=|=[<>]|\(\s*\(|<\s*<|\bjoin\b|\)\s*%\s*[([]|\bnot\s*\(|\(\s*not\b|!\s*<|^\s*(?:else\s+)?(?:if|wait until|repeat until|while)\s*\(|^\s*(?:if|wait until|repeat until)\b.*\b(?:and|or)\b|[<>=]\s*-?\d|[A-Za-z]\s+[<>=]\s|\w\s*[+*/]\s*[\w(]|\)\s*[+*/]\s*\w|\w\s+-\s+[\w(]|\)\s*[-+*/]\s*\([^()]*\)\s*[-+*/]\s*\(/i;
const S2 = new RegExp(S.source);
const lines = Array.from({length:4},()=>validCorpus.map((s) => s.text).join("\n\n")).join("\n\n").split("\n");
const low = lines.map(l=>l.toLowerCase());
for (const [name, f] of [["i", (l:string)=>S.test(l)], ["noi", (l:string)=>S2.test(l)], ["noi+lower", (l:string)=>S2.test(l.toLowerCase())]] as const) {
  let n=0; const t=performance.now(); for (let k=0;k<2000;k++) for (const l of lines) if (f(l)) n++;
  console.log(name, n/2000, ((performance.now()-t)/2000).toFixed(4));
}
