import packageJson from "../../package.json";

export const serviceVersion: string = packageJson.version;
