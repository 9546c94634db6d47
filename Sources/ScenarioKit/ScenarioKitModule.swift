enum ScenarioKitModule {}
