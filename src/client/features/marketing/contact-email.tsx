import { Mail, MapPin } from "lucide-react";
import { mailtoOf, OPERATOR, type TOperator } from "./operator";

/** The operator's e-mail address as a mailto link (issue 31: always there, the example marked as such). */
export function ContactEmail({ subject, className, operator = OPERATOR }: { subject?: string; className?: string; operator?: TOperator }) {
  return (
    <a href={mailtoOf(operator.email, subject)} className={className ?? "font-bold text-sea-700"}>
      {operator.email}
    </a>
  );
}

/**
 * Who runs this site and how to reach them: name, e-mail and postal address (issue 31). A build
 * without them shows the local example with a label saying so, never as if it were real.
 */
export function OperatorContact({ subject, operator = OPERATOR, className }: { subject?: string; operator?: TOperator; className?: string }) {
  return (
    <address className={`not-italic ${className ?? ""}`} data-testid="operator-contact">
      {operator.isExample && (
        <p className="mb-1 inline-block rounded-full bg-warn-50 px-2 py-0.5 text-xs font-bold text-warn-700" data-testid="operator-example">
          Local example: not a real contact
        </p>
      )}
      <p className="font-bold text-ink">{operator.name}</p>
      <p className="flex items-start gap-2">
        <Mail className="mt-1 h-4 w-4 shrink-0" aria-hidden="true" />
        <ContactEmail subject={subject} operator={operator} />
      </p>
      <p className="flex items-start gap-2 text-ink-soft">
        <MapPin className="mt-1 h-4 w-4 shrink-0" aria-hidden="true" />
        <span>{operator.postalAddress}</span>
      </p>
    </address>
  );
}
