import { Button, Stack, type ButtonProps } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FormError } from '@web/components/form-fields';
import { errorMessage } from '@web/lib/api-error';
import { startInstagramLinkMutation } from '../api/instagram';

export const CONNECT_FAILED = "Instagram's sign-in page could not be opened. Please try again.";

type Props = { label: string; variant?: ButtonProps['variant'] };

/**
 * Starts linking (docs/trust.md#instagram): asks the server for Instagram's authorize address and sends the browser
 * there; Instagram sends it back to /clipper/instagram/connected. Busy until the browser has left.
 */
export function ConnectInstagramButton({ label, variant }: Props) {
  const start = useMutation(startInstagramLinkMutation());
  const connect = () => start.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) });
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant={variant} onClick={connect} loading={start.isPending || start.isSuccess}>
        {label}
      </Button>
      <FormError message={start.isError ? errorMessage(start.error, CONNECT_FAILED) : undefined} />
    </Stack>
  );
}
