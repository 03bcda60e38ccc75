// ESLint rule `confetti/feature-boundaries`: code outside a feature imports it only through its
// index.ts (or a listed light entry); the app may also load its route modules.
import { boundaryProblem } from './features.mjs';

const rule = {
  meta: { type: 'problem', docs: { description: 'Import another feature only through its index.ts' }, schema: [], messages: { deep: '{{why}}' } },
  create(context) {
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const why = boundaryProblem(context.filename, source.value);
      if (why) context.report({ node: source, messageId: 'deep', data: { why } });
    };
    return {
      ImportDeclaration: (n) => check(n.source),
      ExportNamedDeclaration: (n) => check(n.source),
      ExportAllDeclaration: (n) => check(n.source),
      ImportExpression: (n) => check(n.source),
    };
  },
};

export default { rules: { 'feature-boundaries': rule } };
