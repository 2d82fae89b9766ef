import type { UseFormRegisterReturn } from 'react-hook-form';

/** Adapts react-hook-form's register() to MUI's TextField (the ref belongs on the input). */
export function muiField<N extends string>(registration: UseFormRegisterReturn<N>) {
  const { ref, ...rest } = registration;
  return { ...rest, inputRef: ref };
}
