/**
 * Every query and mutation key of this remote, one factory per domain (the key's first element), so
 * an invalidation names the same key the query was cached under and a prefix covers what it should.
 */
export const authKeys = {
  all: ['auth'] as const,
  login: () => [...authKeys.all, 'login'] as const,
  askPasswordReset: () => [...authKeys.all, 'password', 'ask'] as const,
  resetPassword: () => [...authKeys.all, 'password', 'reset'] as const,
  resetToken: (uid: string, token: string) => [...authKeys.resetPassword(), uid, token] as const,
  register: () => [...authKeys.all, 'register'] as const,
  setPassword: () => [...authKeys.register(), 'set_password'] as const,
  datasource: () => [...authKeys.register(), 'datasource'] as const,
  mailManager: () => [...authKeys.all, 'mail_manager'] as const,
};

export const profileKeys = {
  all: ['profile'] as const,
  /** reference lists of the questionnaire: names come in the language the server picks by residency */
  ref: (name: string, isResident: boolean) => [...profileKeys.all, 'refs', name, isResident] as const,
  step: (step: string, isResident: boolean) => [...profileKeys.all, 'step', step, isResident] as const,
  saveStep: (step: string) => [...profileKeys.all, 'step', step, 'save'] as const,
};

export const sharingKeys = {
  all: ['sharing'] as const,
  qr: (generation: number) => [...sharingKeys.all, 'qr', generation] as const,
  data: () => [...sharingKeys.all, 'data'] as const,
};

/** reference lists read outside the questionnaire (no residency in the key: the server answers one language) */
export const refsKeys = {
  all: ['refs'] as const,
  ref: (name: string) => [...refsKeys.all, name] as const,
};
