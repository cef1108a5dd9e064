// Dev probe: print every non-right answer of one READ corpus part with its program text, leftOut and
// failed rubric items. Usage (in a worktree root): cp /work/notes/dump-failures.mts probe.tmp.mts &&
// node_modules/.bin/tsx probe.tmp.mts unseen-7 [filterRegex]   (never use it on unseen-8)
const part = process.argv[2] ?? "unseen-7";
if (/8/.test(part)) throw new Error("unseen-8 is held out");
const filter = process.argv[3] ? new RegExp(process.argv[3], "i") : null;
const dir = "./src/server/generation/providers/offline/corpus/outside/";
const mod = await import(`${dir}${part}.requests.ts`);
const requests = Object.values(mod).find((v) => Array.isArray(v)) as any[];
const { createOfflineProvider } = await import("./src/server/generation/providers/offline/index.ts");
const { gradeProviderAnswer } = await import(`${dir}index.ts`);
const provider = createOfflineProvider();
let i = 0;
for (const request of requests) {
  i++;
  if (filter && !filter.test(request.prompt)) continue;
  const { grade, answer } = await gradeProviderAnswer(provider, request);
  if (grade.verdict === "right") continue;
  console.log(`\n######## ${part} #${i} ${grade.verdict} (${grade.failures.length} failed)\n${request.prompt}`);
  for (const f of grade.failures) console.log(`  FAIL ${typeof f === "string" ? f : JSON.stringify(f)}`);
  if (answer.kind === "program") {
    console.log(`  leftOut: ${JSON.stringify(answer.leftOut)}`);
    console.log(answer.text.split("\n").map((l: string) => "    | " + l).join("\n"));
  } else console.log("  (declined)");
}
process.exit(0);
