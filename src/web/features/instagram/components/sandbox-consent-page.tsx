import { formResolver } from '@web/lib/form-resolver';
import { Alert, Button, Fieldset, Group, List, Radio, Stack, Text } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { SANDBOX_APP_ID, type SandboxAccountType } from '@schemas/instagram-sandbox-ids';
import { TextField } from '@web/components/form-fields';
import { NarrowPage } from '@web/components/narrow-page';
import { consentReturnAddress } from '@web/lib/consent-return';
import { t } from '@web/lib/i18n';
import {
  allowedAddress,
  cancelledAddress,
  sandboxAccountForm,
  type SandboxAccount,
  type SandboxAccountFormInput,
} from '../api/sandbox-consent';

/** The kinds of account one may make up, in the reader's language (so read at render, not on import). */
const accountTypes = (): { value: SandboxAccountType; label: string; description: string }[] => [
  { value: 'MEDIA_CREATOR', label: t('channels.accountCreator'), description: t('channels.accountCreatorHint') },
  { value: 'BUSINESS', label: t('channels.accountBusiness'), description: t('channels.accountBusinessHint') },
  { value: 'PERSONAL', label: t('channels.accountPersonal'), description: t('channels.accountPersonalHint') },
];

/**
 * /sandbox/instagram/authorize (docs/trust.md#instagram): the offline demo's stand-in for Instagram's authorize page.
 * Anyone may open it; it sends the browser back only to this site's own address, with the code of the sandbox
 * account the person makes up (Allow) or Instagram's refusal (Cancel).
 */
export function SandboxConsentPage() {
  const search = useSearch({ from: '/sandbox/instagram/authorize' });
  const back = consentReturnAddress(search, SANDBOX_APP_ID, window.location.origin);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SandboxAccountFormInput, unknown, SandboxAccount>({
    resolver: formResolver(sandboxAccountForm),
    defaultValues: { username: '', accountType: 'MEDIA_CREATOR' },
  });

  const allow = handleSubmit(({ username, accountType }) => {
    if (back) window.location.assign(allowedAddress(back, username, accountType));
  });

  return (
    <NarrowPage title={t('channels.sandboxInstagramTitle')}>
      <Text size="sm">{t('channels.sandboxInstagramIntro')}</Text>
      {!back ? (
        <Alert color="red" role="alert">
          {t('instagramConsentRefused')}
        </Alert>
      ) : (
        <form onSubmit={allow} noValidate>
          <Stack gap="md">
            <div>
              <Text size="sm" fw={500}>
                {t('channels.instagramAsksToRead')}
              </Text>
              <List size="sm">
                <List.Item>{t('channels.instagramScopeProfile')}</List.Item>
                <List.Item>{t('channels.instagramScopeInsights')}</List.Item>
              </List>
            </div>
            <TextField
              label={t('channels.username')}
              autoComplete="off"
              {...register('username')}
              error={errors.username?.message}
            />
            <Fieldset legend={t('channels.accountType')} variant="unstyled">
              <Stack gap="xs">
                {accountTypes().map(({ value, label, description }) => (
                  <Radio
                    key={value}
                    value={value}
                    label={label}
                    description={description}
                    {...register('accountType')}
                  />
                ))}
              </Stack>
            </Fieldset>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => window.location.assign(cancelledAddress(back))}>
                {t('channels.cancel')}
              </Button>
              <Button type="submit">{t('channels.allow')}</Button>
            </Group>
          </Stack>
        </form>
      )}
    </NarrowPage>
  );
}
