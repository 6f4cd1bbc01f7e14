import { Button, Stack, type ButtonProps } from '@mantine/core';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { FormError } from './form-fields';
import { errorMessage } from '@web/lib/api-error';

type Props = {
  label: string;
  variant?: ButtonProps['variant'];
  /** Asks the server for the provider's sign-in address (with a state bound to the person). */
  start: UseMutationOptions<{ url: string }, Error, void>;
  /** Said when it fails and the server gave no message. */
  failed: string;
};

/**
 * Starts linking an account by signing in with its provider (Instagram, Google): asks the server for the provider's
 * sign-in address and sends the browser there; the provider sends it back to the feature's return page. Busy until
 * the browser has left; a refusal shows under the button.
 */
export function SignInButton({ label, variant, start, failed }: Props) {
  const asking = useMutation(start);
  const go = () => asking.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) });
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant={variant} onClick={go} loading={asking.isPending || asking.isSuccess}>
        {label}
      </Button>
      <FormError message={asking.isError ? errorMessage(asking.error, failed) : undefined} />
    </Stack>
  );
}
