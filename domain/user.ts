export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The current user as GET /api/auth/me answers it. */
export interface CurrentUser {
  id: string;
  email: string;
  firstname: string | null;
  lastname: string | null;
  name: string | null;
  avatar: string | null;
  language: Language;
  workspace: { id: string; name: string };
}

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type: 'bearer';
}
