import type { ReactNode } from "react";
import type { TUser } from "../../../shared/user";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";

/** Every /account card receives the signed-in user; adding a card is one entry in ACCOUNT_SECTIONS. */
export type TAccountSectionProps = { user: TUser };

export function AccountSection({ title, description, testId, children }: { title: string; description?: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Card data-testid={testId}>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description && <CardDescription>{description}</CardDescription>}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** SPEC 8's load-error texts, as one readable line. */
export function LoadError({ text }: { text: string }) {
  return (
    <p role="alert" className="rounded-xl border-2 border-danger-600/30 bg-danger-50 px-4 py-2.5 font-semibold text-danger-700">
      {text}
    </p>
  );
}

/** A label and a figure, for the profile and token figures. */
export function Figure({ label, value, title, testId }: { label: string; value: ReactNode; title?: string; testId?: string }) {
  return (
    <div className="rounded-xl bg-canvas px-4 py-3">
      <dt className="text-sm font-bold text-ink-soft">{label}</dt>
      <dd className="mt-0.5 text-xl font-black" title={title} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
