// The older paste interface is served under /api/v2/paste as well as /paste.
export { POST } from "../../../paste/route";
