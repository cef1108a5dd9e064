import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { TClassDetail } from "../../../shared/classes";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/use-toast";
import { fieldClasses } from "../../components/ui/input";
import { cn } from "../../lib/cn";
import { formatDateTime } from "../../lib/format";
import { BlockView } from "../blocks/block-view";
import { classKeys, fetchClassOverview, fetchClassWork, removePupil, resetPupilUsage, type TWorkQuery } from "./classes.api";

const failed = (title: string) => (error: unknown) =>
  toast({ title, description: error instanceof Error ? error.message.replace(/^\d+: /, "") : String(error), variant: "destructive" });

/** The roster: each pupil, today's count against the cap, reset and remove. */
export function ClassRoster({ detail }: { detail: TClassDetail }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: ["/api/classes"] });
  const remove = useMutation({ mutationFn: (userId: number) => removePupil(detail.class.id, userId), onSuccess: refresh, onError: failed("The pupil could not be removed") });
  const reset = useMutation({
    mutationFn: (userId: number) => resetPupilUsage(detail.class.id, userId),
    onSuccess: async () => {
      toast({ title: "Usage reset", description: "This pupil can make programs again today." });
      await refresh();
    },
    onError: failed("The usage could not be reset"),
  });
  if (detail.pupils.length === 0) return <p className="text-ink-soft">No pupils yet. Share the join code with your class.</p>;
  return (
    <ul className="divide-y-2 divide-line" aria-label="Pupils">
      {detail.pupils.map((pupil) => (
        <li key={pupil.userId} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="roster-pupil">
          <div className="min-w-0">
            <p className="truncate font-bold">{pupil.username}</p>
            <p className="text-sm text-ink-soft">
              {pupil.usedToday} of {detail.class.dailyCap} today · joined {formatDateTime(pupil.joinedAt)}
            </p>
          </div>
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => reset.mutate(pupil.userId)}>
              Reset usage
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                if (window.confirm(`Remove ${pupil.username} from ${detail.class.name}? Their account and their work stay theirs.`)) remove.mutate(pupil.userId);
              }}
            >
              Remove
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Who has made what in the last 7 days. */
export function ClassWeek({ classId }: { classId: number }) {
  const overview = useQuery({ queryKey: classKeys.overview(classId), queryFn: () => fetchClassOverview(classId) });
  if (!overview.data) return <p className="text-ink-soft">Loading the week…</p>;
  return (
    <div className="grid gap-2">
      <p data-testid="week-total">
        <span className="text-2xl font-extrabold">{overview.data.totalThisWeek}</span> programs made in this class in the last 7 days.
      </p>
      <div className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b-2 border-line">
              <th className="py-1 pr-3">Pupil</th>
              <th className="py-1 pr-3">This week</th>
              <th className="py-1">Last request</th>
            </tr>
          </thead>
          <tbody>
            {overview.data.pupils.map((pupil) => (
              <tr key={pupil.userId} className="border-b border-line align-top">
                <td className="py-1 pr-3 font-bold">{pupil.username}</td>
                <td className="py-1 pr-3">{pupil.thisWeek}</td>
                <td className="py-1 text-ink-soft">{pupil.lastPrompt === null ? "Nothing yet" : `“${pupil.lastPrompt}” · ${formatDateTime(pupil.lastAt)}`}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Every generation made in the class, newest first, with its block picture; search, pupil filter, pages. */
export function ClassWorkList({ detail }: { detail: TClassDetail }) {
  const classId = detail.class.id;
  const [query, setQuery] = useState<TWorkQuery>({ page: 1, search: "", pupilId: null });
  const [searchText, setSearchText] = useState("");
  const work = useQuery({ queryKey: classKeys.work(classId, query), queryFn: () => fetchClassWork(classId, query), placeholderData: keepPreviousData });
  const pages = work.data ? Math.max(1, Math.ceil(work.data.total / 10)) : 1;
  return (
    <div className="grid gap-3">
      <form
        className="flex flex-wrap items-end gap-2"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setQuery({ ...query, page: 1, search: searchText });
        }}
      >
        <div className="flex flex-col gap-1">
          <Label htmlFor={`work-search-${classId}`}>Search requests or pupils</Label>
          <Input id={`work-search-${classId}`} className="w-60" value={searchText} onChange={(e) => setSearchText(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <Label htmlFor={`work-pupil-${classId}`}>Pupil</Label>
          <select
            id={`work-pupil-${classId}`}
            className={cn(fieldClasses, "h-11 w-48")}
            value={query.pupilId ?? ""}
            onChange={(e) => setQuery({ ...query, page: 1, pupilId: e.target.value === "" ? null : Number(e.target.value) })}
          >
            <option value="">Everyone</option>
            {detail.pupils.map((pupil) => (
              <option key={pupil.userId} value={pupil.userId}>
                {pupil.username}
              </option>
            ))}
          </select>
        </div>
        <Button type="submit" variant="outline">
          Search
        </Button>
      </form>
      {work.data && (
        <p className="text-sm text-ink-soft" data-testid="work-total">
          {work.data.total} {work.data.total === 1 ? "program" : "programs"}
        </p>
      )}
      <ul className="grid gap-4 lg:grid-cols-2">
        {work.data?.items.map((item) => (
          <li key={item.id} className="min-w-0">
            <article className="flex h-full min-w-0 flex-col rounded-2xl border-2 border-line bg-surface" data-testid="class-work-item" aria-label={`${item.pupilName}: ${item.prompt}`}>
              <header className="border-b-2 border-line px-4 py-2">
                <p className="font-bold">{item.pupilName}</p>
                <p className="break-words">“{item.prompt}”</p>
                <p className="text-sm text-ink-soft">
                  <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                </p>
              </header>
              <div className="max-h-72 min-h-[100px] min-w-0 overflow-auto p-3">
                <BlockView text={item.blocks} />
              </div>
            </article>
          </li>
        ))}
      </ul>
      {work.data && work.data.total === 0 && <p className="text-ink-soft">Nothing made in this class yet{query.search !== "" || query.pupilId !== null ? " that matches" : ""}.</p>}
      {pages > 1 && (
        <div className="flex items-center gap-2">
          <Button size="sm" variant="outline" disabled={query.page <= 1} onClick={() => setQuery({ ...query, page: query.page - 1 })}>
            Previous
          </Button>
          <span className="text-sm">
            Page {query.page} of {pages}
          </span>
          <Button size="sm" variant="outline" disabled={query.page >= pages} onClick={() => setQuery({ ...query, page: query.page + 1 })}>
            Next
          </Button>
        </div>
      )}
    </div>
  );
}
