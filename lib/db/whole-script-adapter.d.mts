import { PrismaPg } from "@prisma/adapter-pg";

/** PrismaPg that sends a migration script to PostgreSQL whole instead of split at every ";". */
export declare class WholeScriptPrismaPg extends PrismaPg {}
