import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';

// findBy*/waitFor give up after 1 s by default. The first render of a lazy route transforms and
// imports its module, which on a loaded 2-core CI machine can take longer than that; 5 s keeps
// the assertions the same while no longer depending on the machine's load.
configure({ asyncUtilTimeout: 5000 });
