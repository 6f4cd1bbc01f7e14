import { mutationOptions } from '@tanstack/react-query';
import type { LoginRequest, SignupRequest } from '@schemas/auth';
import { callApi } from '@web/lib/api-client';

/** The three ways to start a session; each answers `{ user, token }`. */
export const loginMutation = () =>
  mutationOptions({ mutationKey: ['auth', 'login'], mutationFn: (body: LoginRequest) => callApi('login', { body }) });

export const signupMutation = () =>
  mutationOptions({
    mutationKey: ['auth', 'signup'],
    mutationFn: (body: SignupRequest) => callApi('signup', { body }),
  });

export const adminLoginMutation = () =>
  mutationOptions({
    mutationKey: ['auth', 'admin-login'],
    mutationFn: (body: LoginRequest) => callApi('adminLogin', { body }),
  });
