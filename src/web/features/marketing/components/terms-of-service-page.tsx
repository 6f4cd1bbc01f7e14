import { LegalPage, LegalSection } from './legal-page';
import { CLIPPER_SHARE, FEE_SHARE } from '@schemas/payout-math';

export function TermsOfServicePage() {
  return (
    <LegalPage title="Terms of Service">
      <LegalSection title="The service">
        ClipMandi connects campaign creators, who fund campaigns, with clippers, who make short clips of the
        creators&apos; content and are paid per 1,000 views.
      </LegalSection>
      <LegalSection title="Campaign budgets">
        A creator tops up a wallet and reserves a campaign&apos;s total budget from it when creating the campaign.
        Approved clips are paid from that budget; what is left returns to the wallet if the campaign is deleted.
      </LegalSection>
      <LegalSection title="Platform fee">
        The platform keeps a {FEE_SHARE} fee on payouts: when a clip is approved, {FEE_SHARE} of its payout goes to
        ClipMandi and the clipper receives the remaining {CLIPPER_SHARE}.
      </LegalSection>
      <LegalSection title="Clips">
        Clips must be your own YouTube Shorts made from the campaign&apos;s content, with honest view counts. A creator
        may approve a clip with the views they confirm, or reject it.
      </LegalSection>
      <LegalSection title="Withdrawals">
        Clippers can withdraw their available balance to a UPI ID; requests are processed after review.
      </LegalSection>
    </LegalPage>
  );
}
