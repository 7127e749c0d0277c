/** The deployment environments that have their own header colour (classes in styles/tokens.css). */
export const environments = ["development", "test", "staging", "production"] as const;

export type Environment = (typeof environments)[number];

/** The class that sets `--env` / `--env-foreground`, e.g. `env-staging`. */
export type EnvironmentClass = `env-${Environment}`;

function isEnvironment(name: string): name is Environment {
  return (environments as readonly string[]).includes(name);
}

/**
 * The environment colour class for an environment name, ignoring case and surrounding spaces.
 * An unknown, empty or missing name gets development's colours.
 */
export function environmentClass(name?: string | null): EnvironmentClass {
  const normalized = (name ?? "").trim().toLowerCase();
  return `env-${isEnvironment(normalized) ? normalized : "development"}`;
}
