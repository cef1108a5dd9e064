import { isPremium } from "../../../shared/plan";
import { AccountSection, Figure, type TAccountSectionProps } from "./account-section";

/** SPEC 2 /account Profile: username, e-mail, account type. */
export function ProfileSection({ user }: TAccountSectionProps) {
  return (
    <AccountSection title="Profile" testId="account-profile">
      <dl className="grid gap-3 sm:grid-cols-3">
        <Figure label="Username" value={<span className="break-words text-lg">{user.username}</span>} />
        <Figure label="E-mail" value={<span className="break-all text-lg">{user.email}</span>} />
        <Figure label="Account type" value={isPremium(user) ? "Premium" : "Free"} testId="account-type" />
      </dl>
    </AccountSection>
  );
}
