import fs from 'node:fs';
import { renderApiDoc } from '../server/api-doc.ts';

fs.mkdirSync('docs', { recursive: true });
fs.writeFileSync('docs/api.md', renderApiDoc());
console.log('Wrote docs/api.md');
