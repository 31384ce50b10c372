import type { ReactNode } from 'react';
import { FormProvider, useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { renderWithApp, type AppRenderResult } from '@broker/shared/test-utils';

/** Renders widgets inside a react-hook-form form (zod, mode 'all') and shows the values as JSON. */
export function renderForm(
  children: ReactNode,
  opts: {
    schema?: z.ZodType<FieldValues, FieldValues>;
    defaults: FieldValues;
    lang?: 'uk' | 'en';
    formRef?: { current: UseFormReturn | null };
  },
): AppRenderResult {
  function Harness() {
    const form = useForm({
      resolver: zodResolver(opts.schema ?? z.looseObject({})),
      mode: 'all',
      defaultValues: opts.defaults,
    });
    if (opts.formRef) opts.formRef.current = form;
    return (
      <FormProvider {...form}>
        {children}
        <output data-testid="values">{JSON.stringify(form.watch())}</output>
      </FormProvider>
    );
  }
  return renderWithApp(<Harness />, { lang: opts.lang ?? 'en' });
}

/** The form values the harness shows. */
export function valuesOf(screen: { getByTestId: (id: string) => HTMLElement }): Record<string, unknown> {
  return JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Record<string, unknown>;
}
