import { Check } from "lucide-react";
import { useEffect, useRef, useState } from "react";

/**
 * Scratch's answer box at the foot of the stage, for "ask and wait". The question shows here when
 * the stage or a hidden sprite asks; a visible sprite asks in its own speech bubble, so the box
 * then holds only the answer field. Enter or the tick sends the answer.
 */
export function StageAskBox({ question, onAnswer }: { question: string; onAnswer: (answer: string) => void }) {
  const [answer, setAnswer] = useState("");
  const inputRef = useRef<HTMLInputElement | null>(null);
  useEffect(() => {
    // The program waits for an answer: the typing goes there, as in Scratch.
    inputRef.current?.focus();
  }, [question]);

  return (
    <form
      data-testid="stage-ask-box"
      className="absolute inset-x-2 bottom-2 rounded-lg border-2 border-[#d9d9d9] bg-white p-2 text-[13px] text-[#575e75]"
      onSubmit={(event) => {
        event.preventDefault();
        onAnswer(answer);
        setAnswer("");
      }}
      // Keys typed here are the answer, not the program's key presses.
      onKeyDown={(event) => event.stopPropagation()}
      onKeyUp={(event) => event.stopPropagation()}
    >
      {question !== "" && <p className="mb-1 font-bold">{question}</p>}
      <div className="flex items-center gap-1.5">
        <input
          ref={inputRef}
          value={answer}
          onChange={(event) => setAnswer(event.target.value)}
          aria-label={question === "" ? "Your answer" : `Your answer to: ${question}`}
          className="min-w-0 flex-1 rounded-full border-2 border-[#d9d9d9] px-3 py-1 text-[13px] text-ink outline-none focus:border-[#4c97ff]"
        />
        <button type="submit" aria-label="Send answer" className="grid h-7 w-7 cursor-pointer place-items-center rounded-full bg-[#855cd6] text-white">
          <Check aria-hidden className="h-4 w-4" />
        </button>
      </div>
    </form>
  );
}
