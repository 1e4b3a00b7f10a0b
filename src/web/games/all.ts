// Every game's presentation, registered by importing it here (one line per game).
export {};
