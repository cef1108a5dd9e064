import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { AlertTriangle, Pencil, Save, X } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { SETTING_DEFINITIONS, SETTING_KEY_LIST, parseSettingValue, type TSettingKey } from "../../../shared/admin";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { Label } from "../../components/ui/label";
import { toast } from "../../components/ui/use-toast";
import { formatDateTime } from "../../lib/format";
import { adminKeys, fetchAdminSettings, saveAdminSettings } from "./admin.api";

/** SPEC 6: the three warnings the admin page shows beside the settings. */
export const SETTINGS_WARNINGS = [
  "Changing token pricing affects only future purchases.",
  "Existing users' free allowance is not updated automatically: only new accounts get the new number.",
  "Announce major changes to your users before you make them.",
] as const;

type TDraft = Record<TSettingKey, string>;

/** SPEC 2 Settings tab: DEFAULT_FREE_USAGES and TOKENS_PER_FIVE_USD, Edit → Save / Cancel. */
export function AdminSettingsTab() {
  const queryClient = useQueryClient();
  const settings = useQuery({ queryKey: adminKeys.settings, queryFn: () => fetchAdminSettings() });
  const [draft, setDraft] = useState<TDraft | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (settings.isError) toast({ title: "Failed to load system settings.", variant: "destructive" });
  }, [settings.isError]);

  const save = useMutation({
    mutationFn: (values: TDraft) => saveAdminSettings(SETTING_KEY_LIST.map((key) => ({ key, value: values[key] }))),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminKeys.settings, saved);
      await queryClient.invalidateQueries({ queryKey: adminKeys.all });
      setDraft(null);
      setError(null);
      toast({ title: "Settings saved" });
    },
    onError: (failure) => {
      setError(failure.message);
      toast({ title: "Failed to update settings", description: failure.message, variant: "destructive" });
    },
  });

  const valueOf = (key: TSettingKey) => settings.data?.find((setting) => setting.key === key);

  const startEditing = () => {
    setError(null);
    setDraft(Object.fromEntries(SETTING_KEY_LIST.map((key) => [key, valueOf(key)?.value ?? ""])) as TDraft);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft === null) return;
    for (const key of SETTING_KEY_LIST) {
      const checked = parseSettingValue(key, draft[key]);
      if (!checked.ok) {
        setError(checked.message);
        return;
      }
    }
    save.mutate(draft);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Card>
        <CardHeader>
          <CardTitle>System settings</CardTitle>
          <CardDescription>Leave a box empty to use the default.</CardDescription>
        </CardHeader>
        <CardContent>
          {settings.isLoading ? (
            <p role="status" className="text-ink-soft">
              Loading settings...
            </p>
          ) : settings.isError ? (
            <div role="alert" className="flex flex-col items-start gap-3">
              <p className="font-bold">Failed to load system settings.</p>
              <Button onClick={() => void settings.refetch()}>Try Again</Button>
            </div>
          ) : (
            <form onSubmit={submit} className="flex flex-col gap-5" aria-label="System settings">
              {SETTING_KEY_LIST.map((key) => {
                const definition = SETTING_DEFINITIONS[key];
                const current = valueOf(key);
                return (
                  <div key={key} className="flex flex-col gap-1">
                    <Label htmlFor={`setting-${key}`}>{definition.label}</Label>
                    {draft === null ? (
                      <output id={`setting-${key}`} className="text-2xl font-extrabold" data-testid={`setting-${key}`}>
                        {Number(current?.value ?? definition.defaultValue).toLocaleString("en")}
                      </output>
                    ) : (
                      <Input
                        id={`setting-${key}`}
                        inputMode="numeric"
                        value={draft[key]}
                        placeholder={`Default: ${definition.defaultValue.toLocaleString("en")}`}
                        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
                        aria-invalid={error !== null}
                      />
                    )}
                    <p className="text-sm text-ink-soft">
                      <code>{key}</code> · default {definition.defaultValue.toLocaleString("en")}
                      {current?.updatedAt && current.updatedBy ? ` · changed ${formatDateTime(current.updatedAt)} by ${current.updatedBy}` : ""}
                    </p>
                  </div>
                );
              })}
              {error !== null && (
                <p role="alert" className="font-bold text-danger-700">
                  {error}
                </p>
              )}
              {/* Keyed apart: the Edit button must never turn into the submit button under the click. */}
              {draft === null ? (
                <div key="view" className="flex gap-2">
                  <Button onClick={startEditing}>
                    <Pencil aria-hidden className="h-4 w-4" /> Edit
                  </Button>
                </div>
              ) : (
                <div key="edit" className="flex gap-2">
                  <Button type="submit" disabled={save.isPending}>
                    <Save aria-hidden className="h-4 w-4" /> {save.isPending ? "Saving..." : "Save"}
                  </Button>
                  <Button
                    variant="outline"
                    onClick={() => {
                      setDraft(null);
                      setError(null);
                    }}
                  >
                    <X aria-hidden className="h-4 w-4" /> Cancel
                  </Button>
                </div>
              )}
            </form>
          )}
        </CardContent>
      </Card>
      <aside aria-label="Before you change settings" className="flex flex-col gap-3 self-start rounded-2xl border-2 border-warn-700/30 bg-warn-50 p-5">
        <p className="flex items-center gap-2 font-extrabold text-warn-700">
          <AlertTriangle aria-hidden className="h-5 w-5" /> Before you change settings
        </p>
        <ul className="flex list-disc flex-col gap-2 pl-5" data-testid="settings-warnings">
          {SETTINGS_WARNINGS.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
