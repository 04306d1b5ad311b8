/** Project rules for the ESLint config: feature boundaries and file names (docs/ARCHITECTURE.md). */
import featureImports from './feature-imports.js';
import fileNames from './file-names.js';

export default { rules: { 'feature-imports': featureImports, 'file-names': fileNames } };
