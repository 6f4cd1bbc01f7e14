import {
  Alert,
  NativeSelect,
  PasswordInput,
  Textarea,
  TextInput,
  type NativeSelectProps,
  type PasswordInputProps,
  type TextareaProps,
  type TextInputProps,
} from '@mantine/core';
import type { Ref } from 'react';

/*
 * Form fields for react-hook-form: spread `register('name')` into them and pass
 * `error={errors.name?.message}`. The error text renders with role="alert" so screen readers
 * announce it and tests can find it by role.
 */
const errorProps = { role: 'alert' } as const;

export function TextField(props: TextInputProps & { ref?: Ref<HTMLInputElement> }) {
  return <TextInput {...props} errorProps={errorProps} />;
}

export function PasswordField(props: PasswordInputProps & { ref?: Ref<HTMLInputElement> }) {
  return <PasswordInput {...props} errorProps={errorProps} />;
}

export function TextareaField(props: TextareaProps & { ref?: Ref<HTMLTextAreaElement> }) {
  return <Textarea {...props} errorProps={errorProps} />;
}

/** A native <select>: works with register() and with keyboard, screen readers and tests alike. */
export function SelectField(props: NativeSelectProps & { ref?: Ref<HTMLSelectElement> }) {
  return <NativeSelect {...props} errorProps={errorProps} />;
}

/** The form-level error (e.g. the server's message after a refused submit). Renders nothing without one. */
export function FormError({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
