// `npm run build`'s second step, after `next build`: the production server compiled to JavaScript.
import { serverBuild } from "./server-bundle.mjs";

const server = serverBuild();
await server.build();
console.log(`Server compiled: ${server.entry}`);
