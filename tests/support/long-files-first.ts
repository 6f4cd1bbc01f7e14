import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { LONG_FILES } from './suite-plan';

/**
 * Vitest's own order (its groups, then project by project), except that within a project the files of LONG_FILES
 * start first, in that list's order; the others keep Vitest's order after them.
 */
export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const path = relative(spec.project.config.root, spec.moduleId);
      const index = LONG_FILES.findIndex((long) => path.startsWith(long));
      return index === -1 ? LONG_FILES.length : index;
    };
    const result: TestSpecification[] = [];
    let run: TestSpecification[] = [];
    const flush = () => {
      result.push(
        ...run
          .map((spec, i) => ({ spec, i }))
          .sort((a, b) => rank(a.spec) - rank(b.spec) || a.i - b.i)
          .map((x) => x.spec),
      );
      run = [];
    };
    for (const spec of sorted) {
      if (run.length > 0 && run[0]?.project.name !== spec.project.name) flush();
      run.push(spec);
    }
    flush();
    return result;
  }
}
