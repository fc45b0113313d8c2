const limit = 10;
limit = 20;
limit++;
