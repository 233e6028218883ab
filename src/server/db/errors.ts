// drizzle wraps driver errors: the SQLSTATE is on `cause.code` (or on the error itself).

export function databaseErrorCode(error: unknown): string | undefined {
  const wrapped = error as { cause?: { code?: string }; code?: string } | null;
  return wrapped?.cause?.code ?? wrapped?.code;
}

/** The booking exclusion constraint refused an overlap (SQLSTATE 23P01). */
export function isExclusionViolation(error: unknown): boolean {
  return databaseErrorCode(error) === '23P01';
}

/** A unique constraint or index refused a second row (SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorCode(error) === '23505';
}
