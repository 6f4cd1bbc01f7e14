import { t } from '@web/lib/i18n';
import { LegalPage, LegalSection } from './legal-page';
import { CLIPPER_SHARE, FEE_SHARE } from '@schemas/payout-math';

export function TermsOfServicePage() {
  return (
    <LegalPage title={t('pages.termsOfService')}>
      <LegalSection title={t('pages.termsServiceTitle')}>{t('pages.termsService')}</LegalSection>
      <LegalSection title={t('pages.termsBudgetsTitle')}>{t('pages.termsBudgets')}</LegalSection>
      <LegalSection title={t('pages.termsFeeTitle')}>
        {t('pages.termsFee', { fee: FEE_SHARE, clipperShare: CLIPPER_SHARE })}
      </LegalSection>
      <LegalSection title={t('pages.termsClipsTitle')}>{t('pages.termsClips')}</LegalSection>
      <LegalSection title={t('pages.termsWithdrawalsTitle')}>{t('pages.termsWithdrawals')}</LegalSection>
    </LegalPage>
  );
}
