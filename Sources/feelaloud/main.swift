import FeelAloudConsole
FeelAloudMain.run()
