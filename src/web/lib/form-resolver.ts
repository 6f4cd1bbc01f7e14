import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod';
import { sayIssue } from './issue-message';

/**
 * Translates every message of a resolver's errors in place. The errors are a tree (nested fields, arrays) whose
 * leaves are `{ type, message, ref, types }`; `ref` is the field's element and is not walked.
 */
function translateMessages(node: object): void {
  for (const [name, value] of Object.entries(node)) {
    if (name === 'ref') continue;
    if (name === 'message' && typeof value === 'string') Reflect.set(node, name, sayIssue(value));
    else if (name === 'types' && value && typeof value === 'object') {
      // criteriaMode 'all': every message of the field, one string or several per rule.
      for (const [rule, said] of Object.entries(value))
        Reflect.set(
          value,
          rule,
          Array.isArray(said) ? said.map((one) => sayIssue(String(one))) : sayIssue(String(said)),
        );
    } else if (value && typeof value === 'object') translateMessages(value);
  }
}

/**
 * zodResolver, with the schema's messages (catalogue keys, docs/languages.md) said in the reader's language: the
 * forms show the same words the server answers with.
 */
export function formResolver<
  Input extends FieldValues,
  Context,
  Output,
  Schema extends z.ZodType<Output, Input> = z.ZodType<Output, Input>,
>(schema: Schema): Resolver<z.input<Schema>, Context, z.output<Schema>> {
  const resolve = zodResolver<Input, Context, Output, Schema>(schema);
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    translateMessages(result.errors);
    return result;
  };
}
