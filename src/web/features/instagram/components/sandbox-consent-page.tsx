import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Fieldset, Group, List, Radio, Stack, Text } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { SANDBOX_APP_ID, type SandboxAccountType } from '@schemas/instagram-sandbox-ids';
import { TextField } from '@web/components/form-fields';
import { NarrowPage } from '@web/components/narrow-page';
import { consentReturnAddress } from '@web/lib/consent-return';
import {
  allowedAddress,
  cancelledAddress,
  CONSENT_REQUEST_REFUSED,
  sandboxAccountForm,
  type SandboxAccount,
  type SandboxAccountFormInput,
} from '../api/sandbox-consent';

const ACCOUNT_TYPES: { value: SandboxAccountType; label: string; description: string }[] = [
  { value: 'MEDIA_CREATOR', label: 'Creator', description: 'A professional account for creators.' },
  { value: 'BUSINESS', label: 'Business', description: 'A professional account for businesses.' },
  { value: 'PERSONAL', label: 'Personal', description: 'Not professional: ClipMandi refuses it, to show the refusal.' },
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
    resolver: zodResolver(sandboxAccountForm),
    defaultValues: { username: '', accountType: 'MEDIA_CREATOR' },
  });

  const allow = handleSubmit(({ username, accountType }) => {
    if (back) window.location.assign(allowedAddress(back, username, accountType));
  });

  return (
    <NarrowPage title="Connect your sandbox Instagram account">
      <Text size="sm">
        This is ClipMandi&apos;s offline stand-in for Instagram: no Instagram account is needed, and nothing leaves this
        server. Make up a username and choose the kind of account.
      </Text>
      {!back ? (
        <Alert color="red" role="alert">
          {CONSENT_REQUEST_REFUSED}
        </Alert>
      ) : (
        <form onSubmit={allow} noValidate>
          <Stack gap="md">
            <div>
              <Text size="sm" fw={500}>
                ClipMandi asks to read:
              </Text>
              <List size="sm">
                <List.Item>your profile: username and account type</List.Item>
                <List.Item>your insights: the views of your reels</List.Item>
              </List>
            </div>
            <TextField label="Username" autoComplete="off" {...register('username')} error={errors.username?.message} />
            <Fieldset legend="Account type" variant="unstyled">
              <Stack gap="xs">
                {ACCOUNT_TYPES.map(({ value, label, description }) => (
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
                Cancel
              </Button>
              <Button type="submit">Allow</Button>
            </Group>
          </Stack>
        </form>
      )}
    </NarrowPage>
  );
}
