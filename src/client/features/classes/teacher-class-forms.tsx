import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { CLASS_CHALLENGE_MAX_CHARS, CLASS_NAME_MAX_CHARS, YEAR_GROUP_MAX_CHARS, type TClassSummary } from "../../../shared/classes";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/use-toast";
import { formatTokens } from "../../lib/format";
import { useAuth } from "../auth/auth-context";
import { classPaymentPageUrl } from "../generator/payment-link";
import { classKeys, createClass, moveTokensToPool, setJoinCode, updateClass } from "./classes.api";

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: error instanceof Error ? error.message.replace(/^\d+: /, "") : String(error), variant: "destructive" });

/** A new class: name, year group and the teacher's affirmation of the school's authorisation. */
export function CreateClassForm({ onCreated }: { onCreated: (id: number) => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState("");
  const [yearGroup, setYearGroup] = useState("");
  const [authorised, setAuthorised] = useState(false);
  const create = useMutation({
    mutationFn: () => createClass({ name, yearGroup, schoolAuthorisation: true }),
    onSuccess: async (created) => {
      setName("");
      setYearGroup("");
      setAuthorised(false);
      await queryClient.invalidateQueries({ queryKey: classKeys.taught });
      onCreated(created.id);
    },
    onError: failed("The class could not be created"),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (authorised) create.mutate();
  };
  return (
    <form onSubmit={submit} className="grid gap-3" aria-label="New class">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="flex flex-col gap-1">
          <Label htmlFor="class-name">Class name</Label>
          <Input id="class-name" value={name} maxLength={CLASS_NAME_MAX_CHARS} required onChange={(e) => setName(e.target.value)} placeholder="5B Coders" />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor="class-year">Year group</Label>
          <Input id="class-year" value={yearGroup} maxLength={YEAR_GROUP_MAX_CHARS} required onChange={(e) => setYearGroup(e.target.value)} placeholder="Year 5" />
        </div>
      </div>
      <label className="flex items-start gap-2 text-sm">
        <input type="checkbox" className="mt-1 h-4 w-4" checked={authorised} onChange={(e) => setAuthorised(e.target.checked)} data-testid="school-authorisation" />
        <span>
          My school authorises its pupils’ use of PromptBlocks in this class for schoolwork. Pupils under 13 in the class can then make blocks here
          without a parent’s e-mail; outside the class, a parent still decides.
        </span>
      </label>
      <div>
        <Button type="submit" disabled={!authorised || create.isPending}>
          {create.isPending ? "Creating…" : "Create class"}
        </Button>
      </div>
    </form>
  );
}

/** The join code and link: shown large, turned off, on again, or renewed. */
export function JoinCodePanel({ klass }: { klass: TClassSummary }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (action: "off" | "on" | "renew") => setJoinCode(klass.id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/classes"] }),
    onError: failed("The join code could not be changed"),
  });
  const link = klass.joinCode === null ? null : `${window.location.origin}/join?code=${klass.joinCode}`;
  return (
    <div className="grid gap-2">
      <h3 className="text-lg">Join code</h3>
      {klass.joinCode === null ? (
        <p className="text-ink-soft">Joining is off: nobody new can join this class.</p>
      ) : (
        <>
          <p className="font-mono text-3xl font-extrabold tracking-widest" data-testid="join-code">
            {klass.joinCode}
          </p>
          <p className="break-all text-sm text-ink-soft">
            Pupils sign in, then open <span className="font-bold">{link}</span> or choose “Join a class” and type the code.
          </p>
        </>
      )}
      <div className="flex flex-wrap gap-2">
        {klass.joinCode === null ? (
          <Button size="sm" variant="outline" onClick={() => change.mutate("on")}>
            Turn joining on
          </Button>
        ) : (
          <>
            <Button size="sm" variant="outline" onClick={() => change.mutate("off")}>
              Turn joining off
            </Button>
            <Button size="sm" variant="outline" onClick={() => change.mutate("renew")}>
              New code
            </Button>
          </>
        )}
      </div>
    </div>
  );
}

/** The class pool (moved in from the teacher's own tokens) and the per-pupil daily cap. */
export function PoolAndCapPanel({ klass, availableTokens, checkoutUrl, onBalance }: { klass: TClassSummary; availableTokens: number; checkoutUrl: string | null; onBalance: (available: number) => void }) {
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const [tokens, setTokens] = useState("");
  const [cap, setCap] = useState(String(klass.dailyCap));
  const move = useMutation({
    mutationFn: () => moveTokensToPool(klass.id, Number(tokens)),
    onSuccess: async (answer) => {
      setTokens("");
      onBalance(answer.availableTokens);
      await queryClient.invalidateQueries({ queryKey: ["/api/classes"] });
    },
    onError: failed("The tokens could not be moved"),
  });
  const saveCap = useMutation({
    mutationFn: () => updateClass(klass.id, { dailyCap: Number(cap) }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/classes"] }),
    onError: failed("The daily limit could not be saved"),
  });
  return (
    <div className="grid gap-3">
      <h3 className="text-lg">Class tokens</h3>
      <p>
        <span className="text-2xl font-extrabold" data-testid="class-pool">
          {formatTokens(klass.poolTokens)}
        </span>{" "}
        tokens in this class. Pupils’ class generations use these first. You have {formatTokens(availableTokens)} tokens of your own.
      </p>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          move.mutate();
        }}
      >
        <div className="flex flex-col gap-1">
          <Label htmlFor={`pool-${klass.id}`}>Move tokens to this class</Label>
          <Input id={`pool-${klass.id}`} inputMode="numeric" pattern="[0-9]*" className="w-44" value={tokens} onChange={(e) => setTokens(e.target.value.replace(/\D/g, ""))} />
        </div>
        <Button type="submit" size="md" variant="secondary" disabled={tokens === "" || Number(tokens) <= 0 || move.isPending}>
          Move
        </Button>
        {checkoutUrl !== null && user !== null && (
          <a className="font-bold text-sea-700" href={classPaymentPageUrl(checkoutUrl, user, klass.id)} target="_blank" rel="noreferrer" data-testid="buy-for-class">
            Buy tokens for this class
          </a>
        )}
      </form>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          saveCap.mutate();
        }}
      >
        <div className="flex flex-col gap-1">
          <Label htmlFor={`cap-${klass.id}`}>Programs each pupil may make per day</Label>
          <Input id={`cap-${klass.id}`} type="number" min={0} max={1000} className="w-28" value={cap} onChange={(e) => setCap(e.target.value)} />
        </div>
        <Button type="submit" variant="outline" disabled={saveCap.isPending || cap === String(klass.dailyCap)}>
          Save limit
        </Button>
      </form>
    </div>
  );
}

/** Teaching modes: hints first, and a challenge shown on the pupils' home page. */
export function TeachingModePanel({ klass }: { klass: TClassSummary }) {
  const queryClient = useQueryClient();
  const [challenge, setChallenge] = useState(klass.challenge ?? "");
  const save = useMutation({
    mutationFn: (patch: { hintsFirst?: boolean; challenge?: string | null }) => updateClass(klass.id, patch),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["/api/classes"] }),
    onError: failed("The class could not be saved"),
  });
  return (
    <div className="grid gap-3">
      <h3 className="text-lg">Teaching mode</h3>
      <label className="flex items-start gap-2">
        <input type="checkbox" className="mt-1 h-4 w-4" checked={klass.hintsFirst} onChange={(e) => save.mutate({ hintsFirst: e.target.checked })} />
        <span>Hints first: pupils see the build guide and the explanation, and the blocks only when they ask.</span>
      </label>
      <form
        className="grid gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ challenge: challenge.trim() === "" ? null : challenge });
        }}
      >
        <Label htmlFor={`challenge-${klass.id}`}>Challenge on your pupils’ home page</Label>
        <Input id={`challenge-${klass.id}`} value={challenge} maxLength={CLASS_CHALLENGE_MAX_CHARS} onChange={(e) => setChallenge(e.target.value)} placeholder="Make a sprite that counts to 10" />
        <div>
          <Button type="submit" variant="outline" size="sm" disabled={save.isPending}>
            Save challenge
          </Button>
        </div>
      </form>
    </div>
  );
}
