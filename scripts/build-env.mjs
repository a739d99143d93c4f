// The build-time variables that change what the static site contains (PUBLIC_* and SITE_URL), as
// the JSON recorded in .build-env.json (git-ignored). `npm start` rebuilds when they differ from the last build.
export function buildEnvJson(env = process.env) {
  const entries = Object.entries(env)
    .filter(([key]) => key.startsWith('PUBLIC_') || key === 'SITE_URL')
    .sort(([a], [b]) => a.localeCompare(b));
  return `${JSON.stringify(Object.fromEntries(entries), null, 2)}\n`;
}
