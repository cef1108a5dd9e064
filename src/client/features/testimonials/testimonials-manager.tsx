import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Loader2, Pencil, Plus, Trash2 } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import {
  TESTIMONIAL_ATTRIBUTION_MAX_CHARS,
  TESTIMONIAL_QUOTE_MAX_CHARS,
  type TTestimonial,
  type TTestimonialCreate,
} from "../../../shared/testimonials";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { Textarea } from "../../components/ui/textarea";
import { toast } from "../../components/ui/use-toast";
import {
  createTestimonial,
  deleteTestimonial,
  fetchAllTestimonials,
  formatGivenOn,
  invalidateTestimonials,
  testimonialKeys,
  updateTestimonial,
} from "./testimonials.api";

type TDraft = Required<TTestimonialCreate>;

const EMPTY_DRAFT: TDraft = { quote: "", attribution: "", givenOn: "", permissionGiven: false, isPublished: false };

const errorText = (error: unknown) => (error instanceof Error ? error.message : "Something went wrong. Please try again.");

/** Add or edit one testimonial. Publishing is offered only once permission is ticked. */
function TestimonialForm({
  initial,
  submitLabel,
  isBusy,
  onSubmit,
  onCancel,
}: {
  initial: TDraft;
  submitLabel: string;
  isBusy: boolean;
  onSubmit: (draft: TDraft) => void;
  onCancel?: () => void;
}) {
  const [draft, setDraft] = useState<TDraft>(initial);
  const id = useId();
  const set = <K extends keyof TDraft>(key: K, value: TDraft[K]) =>
    setDraft((current) => ({
      ...current,
      [key]: value,
      // Withdrawing permission always unpublishes: the server would refuse the other state.
      ...(key === "permissionGiven" && value === false ? { isPublished: false } : {}),
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-quote`}>Quote, exactly as the person wrote it</Label>
        <Textarea
          id={`${id}-quote`}
          rows={3}
          required
          maxLength={TESTIMONIAL_QUOTE_MAX_CHARS}
          value={draft.quote}
          onChange={(event) => set("quote", event.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-attribution`}>Name or role, as they agreed to be shown</Label>
          <Input
            id={`${id}-attribution`}
            required
            maxLength={TESTIMONIAL_ATTRIBUTION_MAX_CHARS}
            placeholder="e.g. Year 5 teacher"
            value={draft.attribution}
            onChange={(event) => set("attribution", event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-date`}>Date given</Label>
          <Input id={`${id}-date`} type="date" required value={draft.givenOn} onChange={(event) => set("givenOn", event.target.value)} />
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4 accent-brand-700"
            checked={draft.permissionGiven}
            onChange={(event) => set("permissionGiven", event.target.checked)}
          />
          <span>The author gave permission to show these words on the site</span>
        </label>
        <label className="flex items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 h-4 w-4 accent-brand-700"
            checked={draft.isPublished}
            disabled={!draft.permissionGiven}
            onChange={(event) => set("isPublished", event.target.checked)}
          />
          <span className={draft.permissionGiven ? "" : "text-ink-soft"}>Published (shown on the home, schools and parents pages)</span>
        </label>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isBusy}>
          {isBusy && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />} {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={isBusy}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

function TestimonialRow({ testimonial }: { testimonial: TTestimonial }) {
  const queryClient = useQueryClient();
  const [isEditing, setEditing] = useState(false);
  const refresh = () => invalidateTestimonials(queryClient);
  const update = useMutation({
    mutationFn: (draft: TDraft) => updateTestimonial(testimonial.id, draft),
    onSuccess: async () => {
      setEditing(false);
      await refresh();
    },
    onError: (error) => toast({ title: "Failed to update testimonial", description: errorText(error), variant: "destructive" }),
  });
  const remove = useMutation({
    mutationFn: () => deleteTestimonial(testimonial.id),
    onSuccess: refresh,
    onError: (error) => toast({ title: "Failed to delete testimonial", description: errorText(error), variant: "destructive" }),
  });
  const confirmDelete = () => {
    if (window.confirm(`Delete the testimonial from ${testimonial.attribution}? This cannot be undone.`)) remove.mutate();
  };

  return (
    <li>
      <Card className="p-5">
        {isEditing ? (
          <TestimonialForm
            initial={{
              quote: testimonial.quote,
              attribution: testimonial.attribution,
              givenOn: testimonial.givenOn,
              permissionGiven: testimonial.permissionGiven,
              isPublished: testimonial.isPublished,
            }}
            submitLabel="Save"
            isBusy={update.isPending}
            onSubmit={(draft) => update.mutate(draft)}
            onCancel={() => setEditing(false)}
          />
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
            <figure className="min-w-0">
              <blockquote className="text-lg">“{testimonial.quote}”</blockquote>
              <figcaption className="mt-1 text-sm text-ink-soft">
                {testimonial.attribution} · <time dateTime={testimonial.givenOn}>{formatGivenOn(testimonial.givenOn)}</time>
              </figcaption>
              <p className="mt-2 flex flex-wrap gap-2 text-sm font-bold">
                <span className={testimonial.isPublished ? "rounded-full bg-sea-100 px-2 py-0.5 text-sea-700" : "rounded-full bg-brand-50 px-2 py-0.5 text-ink-soft"}>
                  {testimonial.isPublished ? "Published" : "Not published"}
                </span>
                {!testimonial.permissionGiven && <span className="rounded-full bg-warn-50 px-2 py-0.5 text-warn-700">No permission yet</span>}
              </p>
            </figure>
            <div className="flex shrink-0 gap-2">
              <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
                <Pencil className="h-4 w-4" aria-hidden="true" /> Edit
              </Button>
              <Button variant="outline" size="sm" onClick={confirmDelete} disabled={remove.isPending}>
                <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
              </Button>
            </div>
          </div>
        )}
      </Card>
    </li>
  );
}

/**
 * The admin console's Testimonials tab (issue 12): enter words real people sent, record their
 * permission, publish or withdraw them. Every change is audited on the server.
 */
export function TestimonialsManager() {
  const queryClient = useQueryClient();
  const { data, status, refetch } = useQuery({ queryKey: testimonialKeys.all, queryFn: fetchAllTestimonials });
  const [formKey, setFormKey] = useState(0);
  const create = useMutation({
    mutationFn: (draft: TDraft) => createTestimonial(draft),
    onSuccess: async () => {
      setFormKey((key) => key + 1);
      toast({ title: "Testimonial saved" });
      await invalidateTestimonials(queryClient);
    },
    onError: (error) => toast({ title: "Failed to save testimonial", description: errorText(error), variant: "destructive" }),
  });

  return (
    <section aria-labelledby="testimonials-manager-title" className="flex flex-col gap-6">
      <div>
        <h2 id="testimonials-manager-title" className="text-2xl">
          Testimonials
        </h2>
        <p className="mt-1 max-w-3xl text-ink-soft">
          Only words a real teacher, parent or child sent us. Keep their wording, show their name or only their role as
          they asked, and publish only with their permission.
        </p>
      </div>
      <Card className="p-5">
        <h3 className="mb-4 flex items-center gap-2 text-lg">
          <Plus className="h-5 w-5" aria-hidden="true" /> Add a testimonial
        </h3>
        <TestimonialForm key={formKey} initial={EMPTY_DRAFT} submitLabel="Add testimonial" isBusy={create.isPending} onSubmit={(draft) => create.mutate(draft)} />
      </Card>
      {status === "pending" && <p role="status">Loading testimonials…</p>}
      {status === "error" && (
        <p role="alert" className="text-danger-700">
          Failed to load testimonials.{" "}
          <Button variant="link" onClick={() => void refetch()}>
            Try Again
          </Button>
        </p>
      )}
      {status === "success" && data.length === 0 && <p className="text-ink-soft">No testimonials yet.</p>}
      {status === "success" && data.length > 0 && (
        <ul className="flex flex-col gap-3" aria-label="All testimonials">
          {data.map((testimonial) => (
            <TestimonialRow key={testimonial.id} testimonial={testimonial} />
          ))}
        </ul>
      )}
    </section>
  );
}
