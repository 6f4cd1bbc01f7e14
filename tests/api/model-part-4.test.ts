import { modelTestPart } from '../model/model-suite';

// The model-based test's part 4 of 5 (tests/model/model-suite.ts; the parts share the two workers).
modelTestPart(4);
