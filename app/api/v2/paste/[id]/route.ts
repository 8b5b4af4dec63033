export { DELETE, GET, PATCH } from "../../../../paste/[id]/route";
