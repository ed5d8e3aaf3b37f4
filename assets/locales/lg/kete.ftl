# Ebigambo bya Kete mu Luganda: the main screens' words that a non-native translator could give;
# every other message is said in English until a native speaker adds it (docs/TRANSLATING.md).
# All of these need a native speaker's review.

language-name = Luganda
language = Olulimi

-omweso = Omweso

side-south = Bukiikaddyo
side-north = Bukiikakkono
seat-human = Omuntu
title-rules = Amateeka
title-players = Abazannyi
title-play = Zannya { $game }
pause-rules = Amateeka
