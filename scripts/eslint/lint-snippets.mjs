// Lints in-memory snippets with the project's ESLint config: reads [{ filePath, code }] as JSON
// on stdin, prints [{ filePath, messages: [{ ruleId, message }] }]. Used by the boundary tests
// (jest cannot load the ESM config in-process).
import { ESLint } from 'eslint';

const input = JSON.parse(
  await new Promise((resolve) => {
    let text = '';
    process.stdin.on('data', (chunk) => {
      text += chunk;
    });
    process.stdin.on('end', () => resolve(text));
  }),
);
const eslint = new ESLint();
const results = [];
for (const { filePath, code } of input) {
  const [result] = await eslint.lintText(code, { filePath, warnIgnored: true });
  results.push({ filePath, messages: result.messages.map(({ ruleId, message }) => ({ ruleId, message })) });
}
process.stdout.write(JSON.stringify(results));
