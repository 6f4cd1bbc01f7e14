import { LegalPage, LegalSection } from './legal-page';

export function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy">
      <LegalSection title="What we collect">
        Your name, email address and role when you sign up; the campaigns you create or join, the clip links and view
        counts you submit, and your wallet history. Payments are handled by our card payment provider; we never see or
        store card numbers. For withdrawals we keep the UPI ID you give us.
      </LegalSection>
      <LegalSection title="How we use it">
        To run your account, show campaigns and clips, pay out earnings, keep a correct record of every rupee, and
        prevent fraud. We do not sell your data.
      </LegalSection>
      <LegalSection title="Who sees it">
        Campaign creators see the name and email of the clippers who join their campaigns and the clips submitted to
        them. Administrators see accounts and transactions to operate the platform.
      </LegalSection>
      <LegalSection title="Your choices">
        You can ask us to correct or delete your account through the contact page. Records of money movements are kept
        as the law requires.
      </LegalSection>
    </LegalPage>
  );
}
