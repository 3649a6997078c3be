import { z } from 'zod';
import { passwordLengthProblem, passwordMessages } from '../accounts/password-policy';
import { DEFAULT_PERMISSIONS, PERMISSIONS } from '../permissions/permissions';
import { isEmail, isLettersAndSpaces } from '../validation/fields';
import { loginMessages, normalizeStore } from '../validation/login';
import { uuid } from './shared';

// The Team page, the user's own profile and the password links.

export const teamMessages = {
  name: 'Use letters and spaces only',
  nameLength: 'Use at most 100 characters',
  permission: 'Unknown permission',
  nothingToChange: 'Send a name or permissions to change',
  currentPassword: 'Enter your current password',
  token: 'This link is incomplete; open the link from the email again',
} as const;

const email = z.string({ error: loginMessages.email }).trim().refine(isEmail, loginMessages.email);

const name = z
  .string({ error: teamMessages.name })
  .trim()
  .max(100, teamMessages.nameLength)
  .refine((v) => v === '' || isLettersAndSpaces(v), teamMessages.name);

/** A new password: the length rule here; the common-password list is checked by the server. */
const newPassword = z.string({ error: passwordMessages.tooShort }).superRefine((value, ctx) => {
  const problem = passwordLengthProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const permissionName = z.enum(PERMISSIONS, { error: teamMessages.permission });
const permissionList = z.array(permissionName).max(PERMISSIONS.length);

export const teamMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  user_type: z.enum(['admin', 'staff']),
  permissions: z.array(z.string()),
  /** `invited` until the invite link was used to choose a password. */
  status: z.enum(['active', 'invited']),
  created_at: z.string(),
});
export type TeamMember = z.infer<typeof teamMember>;

export const userIdParams = z.object({ id: uuid });

export const userListQuery = z.object({
  page: z.coerce.number({ error: 'Page must be a whole number from 1' }).int().min(1).max(10_000).default(1),
  limit: z.coerce.number({ error: 'Limit must be from 1 to 100' }).int().min(1).max(100).default(20),
  /** Part of a name or an email, any case. */
  search: z.string().trim().max(100, 'Use at most 100 characters').optional(),
});
export type UserListQuery = z.input<typeof userListQuery>;

export const userListResponse = z.object({
  docs: z.array(teamMember),
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type UserListResponse = z.infer<typeof userListResponse>;

// ---- POST /user/v1 (invite), PUT /user/v1/{id}, PATCH /user/v1/{id} (reset password) ----

export const inviteUserBody = z.object({
  email,
  name: name.default(''),
  permissions: permissionList.default([...DEFAULT_PERMISSIONS]),
});
export type InviteUserBody = z.input<typeof inviteUserBody>;

export const updateUserBody = z
  .object({ name: name.optional(), permissions: permissionList.optional() })
  .refine((b) => b.name !== undefined || b.permissions !== undefined, teamMessages.nothingToChange);
export type UpdateUserBody = z.input<typeof updateUserBody>;

/** What an action answers when its result is an email sent, or a change with nothing else to show. */
export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

/**
 * `GET /user/v1/{id}/invite-email`: the invite waiting for a member, as it was emailed. Without SMTP
 * (the default) nothing leaves the machine, and this is how the inviter hands the link over.
 */
export const inviteEmailResponse = z.object({
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
});
export type InviteEmailResponse = z.infer<typeof inviteEmailResponse>;

// ---- GET /permission/v1/list ----

export const permissionListResponse = z.object({
  docs: z.array(z.object({ name: z.enum(PERMISSIONS), label: z.string(), default: z.boolean() })),
});
export type PermissionListResponse = z.infer<typeof permissionListResponse>;

// ---- The user's own profile: PUT /user/v1/contact-update and PUT /user/v1/password ----

export const contactUpdateBody = z.object({
  name,
  email,
  /** Required when the email changes: whoever holds an open session must not take the account. */
  current_password: z.string().max(1024).optional(),
});
export type ContactUpdateBody = z.input<typeof contactUpdateBody>;

export const changePasswordBody = z.object({
  current_password: z
    .string({ error: teamMessages.currentPassword })
    .min(1, teamMessages.currentPassword)
    .max(1024),
  new_password: newPassword,
});
export type ChangePasswordBody = z.input<typeof changePasswordBody>;

// ---- Password links, from the login page: POST /user/forgot-password, POST /user/set-password ----

export const forgotPasswordBody = z.object({
  email,
  store: z
    .string({ error: loginMessages.store })
    .transform(normalizeStore)
    .refine((s) => s.length > 0, loginMessages.store),
});
export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;

export const setPasswordBody = z.object({
  token: z.string({ error: teamMessages.token }).regex(/^[A-Za-z0-9_-]{43}$/, teamMessages.token),
  password: newPassword,
});
export type SetPasswordBody = z.input<typeof setPasswordBody>;

/** After a password is set: where to log in (the store's domain, for the login form). */
export const setPasswordResponse = z.object({ message: z.string(), store: z.string(), email: z.string() });
export type SetPasswordResponse = z.infer<typeof setPasswordResponse>;
