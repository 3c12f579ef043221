import { ConfigurationError, readConfig, type GatewayConfig } from './config.ts';
import { createLogger } from './logger.ts';

/**
 * The configuration, or one JSON line saying what is wrong and exit 1: the variable, its value
 * (a secret's masked: config.ts, shownValue) and the rule it breaks; with several wrong, the first
 * so and every one under `problems`. The line is a log line like any other, so a log pipeline
 * reads it rather than a stack trace.
 */
export function configurationOrExit(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  try {
    return readConfig(env);
  } catch (error) {
    const logger = createLogger('fatal');
    if (error instanceof ConfigurationError && error.problems[0]) {
      const [first] = error.problems;
      logger.fatal(
        { ...first, ...(error.problems.length > 1 ? { problems: error.problems } : {}) },
        `invalid configuration: ${first.variable}`,
      );
    } else {
      logger.fatal({ problem: error instanceof Error ? error.message : String(error) }, 'invalid configuration');
    }
    process.exit(1);
  }
}
