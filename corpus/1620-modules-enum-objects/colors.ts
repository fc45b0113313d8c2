export enum Color { Red = "red", Green = "green" }
export enum Size { S = 1, M, L }
