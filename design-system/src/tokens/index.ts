export { environmentClass, environments, type Environment, type EnvironmentClass } from "./environment";
